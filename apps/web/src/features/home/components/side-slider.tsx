import { Skeleton } from '@mantine/core';
import type { Slider } from '@lale/contract/methods/cms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import classes from './side-slider.module.css';

const ROTATE_MS = 7000;

/**
 * A side banner (sliderPlace sol or sag): one slide at a time, turning every 7 s unless the
 * pointer or focus is on it, with a dot per slide. Nothing at all when the place is empty.
 */
export function SideSlider({
  slides,
  label,
  testId,
  pending,
}: {
  slides: Slider[];
  label: string;
  testId: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);
  if (pending) return <Skeleton className={classes.side} radius="lg" />;
  if (!slides.length) return null;
  const slide = slides[index % slides.length] as Slider;
  const body = (
    <>
      <img src={slide.image} alt="" className={classes.image} width={600} height={400} />
      <span className={classes.shade} />
      <span className={classes.text}>
        <span className={classes.title} data-testid="side-slide-title">
          {slide.title}
        </span>
        {slide.description ? (
          <span className={classes.description}>{slide.description}</span>
        ) : null}
      </span>
    </>
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.side}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slide.link ? (
        <RouteLink href={slide.link} className={classes.link}>
          {body}
        </RouteLink>
      ) : (
        <div className={classes.link}>{body}</div>
      )}
      {slides.length > 1 ? (
        <div className={classes.dots}>
          {slides.map((item, i) => (
            <button
              type="button"
              key={item.id}
              className={classes.dot}
              aria-label={t('home.slideN', { n: i + 1, total: slides.length })}
              aria-current={i === index % slides.length}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
