import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { ResultPanel } from './PostingForm';

describe('the posting result', () => {
  it('says the announcement is published without repeating the VIN check-digit remark (issue 23 item 9)', async () => {
    await renderScreen(
      () => (
        <ResultPanel
          editing={false}
          result={{ id: 42, status: 'published', rejectReason: null, moderationNote: null, warnings: ['vin_check_digit'] }}
        />
      ),
      { paths: ['/announcement/$id', '/profile/my-publications'] },
    );
    expect(await screen.findByText('Объявление опубликовано.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Контрольная цифра/);
  });
});
