import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Slider } from '@lale/contract/methods/cms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlider } from '../api/get-slider.ts';
import { WelcomeHero } from './welcome-hero.tsx';
import classes from './hero-slider.module.css';

const ROTATE_MS = 6000;

/** The home slider (cms getSlider); without live slides, a plain welcome banner. */
export function HeroSlider() {
  const { data, isPending } = useSlider();
  if (isPending) return <Skeleton height={320} radius="lg" />;
  if (!data?.length) return <WelcomeHero />;
  return <Slides slides={data} />;
}

function Slides({ slides }: { slides: Slider[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);
  const slide = slides[index % slides.length] as Slider;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.sliderLabel')}
      className={classes.slider}
      data-testid="home-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <img src={slide.image} alt="" className={classes.image} width={1200} height={400} />
      <div className={classes.shade} />
      <Stack className={classes.content} gap="sm" aria-live={paused ? 'polite' : 'off'}>
        <Title order={2} fz={{ base: 24, sm: 36 }} c="white">
          {slide.title}
        </Title>
        <Text c="gray.2" maw={520} lineClamp={3}>
          {slide.description}
        </Text>
        {slide.link ? (
          <Button component={Link} to={slide.link} size="md" w="fit-content">
            {t('home.sliderCta')}
          </Button>
        ) : null}
      </Stack>
      {slides.length > 1 ? (
        <Group className={classes.dots} gap={4}>
          {slides.map((item, i) => (
            <button
              type="button"
              key={item.id}
              className={classes.dot}
              aria-label={t('home.slideN', { n: i + 1, total: slides.length })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
