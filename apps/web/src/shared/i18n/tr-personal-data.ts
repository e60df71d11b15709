/** Turkish texts of /profile's own-data blocks: the data export and closing the account. */
export const trPersonalData = {
  personalData: {
    closeBody:
      'Hesabınız kalıcı olarak kapanır: tüm oturumlarınız sonlanır ve bir daha giriş yapamazsınız. Yasanın saklamamızı istediği para kayıtları dışında iletişim ve pazarlama bilgileriniz silinir. Önce bakiyenizi çekin ve açık bahislerinizin sonuçlanmasını bekleyin.',
    closeCodeGa: 'Google Authenticator kodu',
    closeCodeSms: 'SMS kodu',
    closeConfirm: 'Hesabımı kapatmak istediğimi anlıyorum',
    closeSubmit: 'Hesabımı kapat',
    closeTitle: 'Hesabı kapat',
    exportBody:
      'Profiliniz, ayarlarınız, banka hesaplarınız, oturumlarınız ve hesap, oyun ve bahis geçmişiniz tek bir JSON dosyası olarak indirilir.',
    exportButton: 'Verilerimi indir',
    exportTitle: 'Verileriniz',
  },
};
