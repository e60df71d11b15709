import { describe, expect, it } from 'vitest';
import { parseLiraToKurus, isAmountInRange } from './amount.ts';
import { isValidTurkishIban, normalizeIban } from './iban.ts';
import { isValidTurkishIdentityNumber } from './identity-number.ts';
import { isAdultOn, isCalendarDate } from './birth-date.ts';
import { isCommonPassword } from './common-password.ts';
import { passwordProblems } from './password.ts';
import { foldTurkish, isSearchLongEnough } from './search.ts';
import { isTwoFactorCodeFormat } from './two-factor-code.ts';

describe('password rules of SPEC §5', () => {
  it('accepts six characters with an uppercase letter and a number', () => {
    expect(passwordProblems('Demo12')).toEqual([]);
  });
  it('reports every rule a password breaks', () => {
    expect(passwordProblems('abc')).toEqual([
      'password_min_length',
      'password_uppercase',
      'password_number',
    ]);
    expect(passwordProblems('abcdef1')).toEqual(['password_uppercase']);
    expect(passwordProblems('Abcdefg')).toEqual(['password_number']);
  });
  it('refuses very common passwords whatever their case or Turkish letters', () => {
    for (const common of [
      'Password1',
      'QWERTY123',
      'Galatasaray1905',
      'ŞİFRE123',
      'Fenerbahçe1907',
    ])
      expect(passwordProblems(common), common).toContain('password_too_common');
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Demo1234')).toBe(false);
    expect(isCommonPassword('Kx9!pLm2q')).toBe(false);
  });
  it('counts Turkish capitals as uppercase', () => {
    expect(passwordProblems('şİmşek12')).toEqual([]);
  });
});

describe('Turkish identity number', () => {
  it('accepts numbers whose two check digits hold', () => {
    expect(isValidTurkishIdentityNumber('10000000146')).toBe(true);
    expect(isValidTurkishIdentityNumber('12345678950')).toBe(true);
  });
  it('refuses wrong check digits, a leading zero, letters and wrong lengths', () => {
    expect(isValidTurkishIdentityNumber('10000000147')).toBe(false);
    expect(isValidTurkishIdentityNumber('12345678951')).toBe(false);
    expect(isValidTurkishIdentityNumber('02345678950')).toBe(false);
    expect(isValidTurkishIdentityNumber('1234567895a')).toBe(false);
    expect(isValidTurkishIdentityNumber('1234567895')).toBe(false);
  });
});

describe('Turkish IBAN', () => {
  it('accepts a valid IBAN with or without spaces and in lower case', () => {
    expect(isValidTurkishIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTurkishIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(normalizeIban('tr33 0006 1005')).toBe('TR3300061005');
  });
  it('refuses a wrong check digit, another country and a wrong length', () => {
    expect(isValidTurkishIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTurkishIban('DE89370400440532013000')).toBe(false);
    expect(isValidTurkishIban('TR33000610051978645784132')).toBe(false);
  });
});

describe('amounts in kuruş', () => {
  it('parses Turkish and plain notations', () => {
    expect(parseLiraToKurus('1.250,50')).toBe(125050);
    expect(parseLiraToKurus('1250,5')).toBe(125050);
    expect(parseLiraToKurus('1250.5')).toBe(125050);
    expect(parseLiraToKurus('100')).toBe(10000);
    expect(parseLiraToKurus('1.000')).toBe(100000);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1,2,3', '10.55.5', '1e5'])
      expect(parseLiraToKurus(bad)).toBeNull();
  });
  it('checks inclusive bounds on whole kuruş only', () => {
    expect(isAmountInRange(5000, 5000, 10000)).toBe(true);
    expect(isAmountInRange(10001, 5000, 10000)).toBe(false);
    expect(isAmountInRange(5000.5, 5000, 10000)).toBe(false);
  });
});

describe('search and codes', () => {
  it('needs three characters to search', () => {
    expect(isSearchLongEnough('  ab ')).toBe(false);
    expect(isSearchLongEnough('abc')).toBe(true);
  });
  it('folds Turkish case and dots', () => {
    expect(foldTurkish('SEKER')).toBe(foldTurkish('Şeker'));
    expect(foldTurkish('İSTANBUL')).toBe('istanbul');
    expect(foldTurkish('ığüöçş')).toBe('iguocs');
  });
  it('accepts exactly six digits as a code', () => {
    expect(isTwoFactorCodeFormat('123456')).toBe(true);
    expect(isTwoFactorCodeFormat('12345')).toBe(false);
    expect(isTwoFactorCodeFormat('12345a')).toBe(false);
  });
});

describe('birth dates', () => {
  it('accepts real days only, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('1990-1-5')).toBe(false);
    expect(isCalendarDate('1990-01-05T00:00:00Z')).toBe(false);
  });
  it('makes a player an adult from the 18th birthday on', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(isAdultOn('2008-06-15', today)).toBe(true);
    expect(isAdultOn('2008-06-16', today)).toBe(false);
    expect(isAdultOn('1970-01-01', today)).toBe(true);
  });
});
