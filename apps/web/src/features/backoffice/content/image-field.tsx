import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUpload } from './content-api.ts';

/** The record's picture: what it is now, and an upload that replaces it (checked by the server). */
export function ImageField(props: {
  value: string | null;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const upload = useMediaUpload();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    const reply = await upload.mutateAsync(file);
    if (reply.result) props.onChange(reply.data.url);
    else setRefusal(reply.data?.fields?.file ?? reply.message);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('boContent.fields.image')}
      </Text>
      <Group gap="sm" align="center" wrap="nowrap">
        {props.value ? (
          <Image src={props.value} alt="" w={120} h={60} fit="cover" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('boContent.fields.noImage')}
          </Text>
        )}
        <FileButton
          onChange={(file) => void send(file)}
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
        >
          {(button) => (
            <Button
              {...button}
              variant="default"
              size="xs"
              loading={upload.isPending}
              data-testid="bo-content-upload"
            >
              {t('boContent.fields.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('boContent.fields.uploadHint')}
      </Text>
      {(refusal ?? props.error) && (
        <Text size="sm" c="red" role="alert" data-testid="bo-content-upload-error">
          {refusal ?? props.error}
        </Text>
      )}
    </Stack>
  );
}
