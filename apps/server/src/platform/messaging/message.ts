export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Sms {
  to: string;
  text: string;
}

export interface EmailSender {
  send(email: Email): Promise<void>;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}
