import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAppStore } from '../store/app-store.ts';
import { fieldErrorsFor, useZodForm } from './use-zod-form.ts';

const schema = z.object({
  username: z.string().min(3, { error: 'required_field' }),
  current_password: z.string().min(1, { error: 'required_field' }),
});
const initial = { username: '', current_password: '' };

beforeEach(() => useAppStore.setState({ userLanguage: 'tr' }));

describe('server field errors (reply data.fields)', () => {
  it('keeps only the fields the form has', () => {
    const fields = { username: 'Bu kullanıcı adı zaten kullanılıyor', _: 'Geçersiz değer' };
    expect(fieldErrorsFor(fields, ['username', 'current_password'])).toEqual({
      username: 'Bu kullanıcı adı zaten kullanılıyor',
    });
    expect(fieldErrorsFor(undefined, ['username'])).toEqual({});
  });

  it('shows each under its input until that input changes', () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => result.current.setValue('username', 'ada'));
    act(() => result.current.setValue('current_password', 'x'));
    act(() => void result.current.validate());
    act(() =>
      result.current.setServerErrors({
        username: 'This username is already taken',
        current_password: 'Your current password is incorrect',
      }),
    );
    expect(result.current.errorOf('username')).toBe('This username is already taken');
    act(() => result.current.setValue('current_password', 'y'));
    expect(result.current.errorOf('current_password')).toBeUndefined();
    expect(result.current.errorOf('username')).toBe('This username is already taken');
  });

  it('translates its own checks into the current language', () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => void result.current.validate());
    expect(result.current.errorOf('username')).toBe('Zorunlu alan');
    act(() => useAppStore.setState({ userLanguage: 'en' }));
    expect(result.current.errorOf('username')).toBe('Required field');
  });

  it('resets values and messages', () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => result.current.setValue('username', 'ada'));
    act(() => result.current.setServerErrors({ username: 'taken' }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
    expect(result.current.errorOf('username')).toBeUndefined();
  });
});
