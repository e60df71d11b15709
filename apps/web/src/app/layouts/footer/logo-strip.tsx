import { Group, Stack, Text } from '@mantine/core';
import { useStaticData } from '../../../shared/api/static-data.ts';
import classes from './site-footer.module.css';

interface LogoStripProps {
  file: 'partners' | 'investment-methods';
  title: string;
  testId: string;
}

/** Partners or payment methods of /datas: logo and name, linked when the partner has a URL. */
export function LogoStrip({ file, title, testId }: LogoStripProps) {
  const { data } = useStaticData(file);
  if (!data?.length) return null;
  return (
    <Stack gap={8} data-testid={testId}>
      <Text
        component="h2"
        fw={700}
        size="sm"
        tt="uppercase"
        c="dimmed"
        style={{ letterSpacing: 0.6 }}
      >
        {title}
      </Text>
      <Group gap="sm">
        {data.map((entry) => {
          const content = (
            <>
              <img src={entry.logo} alt="" className={classes.logo} loading="lazy" />
              <span>{entry.name}</span>
            </>
          );
          const url = 'url' in entry ? entry.url : null;
          return url ? (
            <a
              key={entry.id}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.chip}
            >
              {content}
            </a>
          ) : (
            <span key={entry.id} className={classes.chip}>
              {content}
            </span>
          );
        })}
      </Group>
    </Stack>
  );
}
