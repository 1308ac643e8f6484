// Trip money's views (docs/payments.md, "Trip money"): "Your share" with its breakdown, deposit,
// balance and policy; "Approve and pay the deposit" only once the policy is accepted; receipts;
// "I can't go" showing the server's exact refund before its confirmation; the organizer's
// status-only tracker; the planners' settings form refusing what the functions would.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POLICY_PRESETS, policyInWords, type PolicyVersion, type TravelerShare } from '@domain/trip-money';
import { ACCEPT_LABEL, PAY_BALANCE_LABEL, PAY_LABEL, ShareView } from '../../src/features/money/components/share-view';
import { CANT_GO, CONFIRM_CANCEL, CantGo } from '../../src/features/money/components/cant-go';
import { PaymentStatusTable } from '../../src/features/money/components/payment-tracker';
import { TripMoneyForm } from '../../src/features/money/components/trip-money-form';
import { YourShare } from '../../src/features/money/components/your-share';
import * as api from '../../src/features/money/api/money-api';

vi.mock('../../src/features/money/api/money-api', () => ({
  loadMyShare: vi.fn(),
  loadMoneySettings: vi.fn(),
  loadPaymentStatuses: vi.fn(),
  loadShares: vi.fn(),
  startDeposit: vi.fn(),
  startBalance: vi.fn(),
  confirmPayment: vi.fn(),
  previewCancellation: vi.fn(),
  cancelMyPlace: vi.fn(),
  saveTripMoney: vi.fn(),
}));

const tiers = POLICY_PRESETS.standard.tiers.map((tier) => ({ ...tier }));
const policy: PolicyVersion = { version: 2, tiers, words: policyInWords(tiers) };

const share = (over: Partial<TravelerShare> = {}): TravelerShare => ({
  uid: 'ana',
  tripId: 'bali',
  quote: {
    version: '1.1',
    planVersion: 1,
    settingsVersion: 1,
    policyVersion: 2,
    currency: 'USD',
    lines: [
      { itemId: 'villa', title: 'Villa Ubud', basis: 'split', splitAmong: 4, amountMinor: 60000 },
      { itemId: 'flight', title: 'Flight DPS', basis: 'per-traveler', splitAmong: null, amountMinor: 45050 },
    ],
    shareMinor: 105050,
    depositMinor: 21010,
    balanceMinor: 84040,
    balanceDueDate: '2027-03-01',
    departureDate: '2027-05-20',
    otherCurrencyItems: [],
  },
  status: 'due',
  paidMinor: 0,
  acceptedPolicyVersion: null,
  acceptedPolicy: null,
  receipts: [],
  refunds: [],
  openCheckout: null,
  attempt: 0,
  ...over,
});

const paid = () =>
  share({
    status: 'deposit-paid',
    paidMinor: 21010,
    acceptedPolicyVersion: 2,
    acceptedPolicy: policy,
    receipts: [
      {
        kind: 'deposit',
        amountMinor: 21010,
        currency: 'USD',
        paidAt: new Date(2027, 0, 15, 10).getTime(),
        cardLast4: '4242',
        paymentIntentId: 'pi_1',
      },
    ],
  });

beforeEach(() => vi.clearAllMocks());

describe('Your share', () => {
  it('shows each item and amount, the deposit due now, the balance and its due date, and the policy in words', () => {
    render(<ShareView share={share()} policy={policy} onPayDeposit={vi.fn()} />);
    const items = screen.getByRole('table');
    expect(within(items).getByRole('row', { name: /Villa Ubud \(split among 4\) \$600\.00/ })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: /Flight DPS \$450\.50/ })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: /Your share \$1,050\.50/ })).toBeInTheDocument();
    expect(screen.getByText('Deposit due now').nextSibling).toHaveTextContent('$210.10');
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('$840.40, due Monday, 1 March 2027');
    expect(screen.getByText('Full refund if you cancel 60 or more days before departure.')).toBeInTheDocument();
    expect(screen.getByText('No refund if you cancel less than 30 days before departure.')).toBeInTheDocument();
  });

  it('pays the deposit only once the policy is accepted, with its version, then goes to Checkout', async () => {
    const onPayDeposit = vi.fn(async () => 'https://checkout.example/pay/cs_1');
    const goTo = vi.fn();
    render(<ShareView share={share()} policy={policy} onPayDeposit={onPayDeposit} goTo={goTo} />);
    const pay = screen.getByRole('button', { name: PAY_LABEL });
    expect(pay).toBeDisabled();
    await userEvent.click(pay);
    expect(onPayDeposit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT_LABEL }));
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    expect(onPayDeposit).toHaveBeenCalledWith(2);
    expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/cs_1');
  });

  it('says why the deposit could not start, as an alert, and lets the traveler try again', async () => {
    const onPayDeposit = vi.fn(async () => {
      throw new Error('The cancellation policy changed. Please read it again before paying.');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ShareView share={share()} policy={policy} onPayDeposit={onPayDeposit} goTo={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT_LABEL }));
    await userEvent.click(screen.getByRole('button', { name: PAY_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cancellation policy changed.');
    expect(screen.getByRole('button', { name: PAY_LABEL })).toBeEnabled();
  });

  it('after the deposit: "Deposit paid" with the receipt (amount, date, card) and no pay button', () => {
    render(<ShareView share={paid()} policy={policy} onPayDeposit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Deposit paid' })).toBeInTheDocument();
    expect(
      screen.getByText('Deposit of $210.10 paid on Friday, 15 January 2027 with the card ending 4242.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY_LABEL })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('"Pay the balance" early under the accepted policy, and no balance button before the deposit', async () => {
    const onPayBalance = vi.fn(async () => 'https://checkout.example/pay/cs_2');
    const goTo = vi.fn();
    const { unmount } = render(
      <ShareView share={share()} policy={policy} onPayDeposit={vi.fn()} onPayBalance={onPayBalance} />,
    );
    expect(screen.queryByRole('button', { name: PAY_BALANCE_LABEL })).toBeNull();
    unmount();
    const accepted = { ...paid(), acceptedPolicyVersion: 1, acceptedPolicy: { ...policy, version: 1 } };
    render(
      <ShareView share={accepted} policy={policy} onPayDeposit={vi.fn()} onPayBalance={onPayBalance} goTo={goTo} />,
    );
    await userEvent.click(screen.getByRole('button', { name: PAY_BALANCE_LABEL }));
    expect(onPayBalance).toHaveBeenCalledWith(1);
    expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/cs_2');
  });

  it('an overdue traveler reads that they are still on the trip and can pay the balance', () => {
    render(
      <ShareView
        share={{ ...paid(), status: 'overdue' }}
        policy={policy}
        onPayDeposit={vi.fn()}
        onPayBalance={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Overdue: your balance payment did not go through. You are still on the trip; pay the balance of $840.40',
    );
    expect(screen.getByRole('button', { name: PAY_BALANCE_LABEL })).toBeEnabled();
  });

  it('shows a cancelled place and its refund status', () => {
    const cancelled = {
      ...paid(),
      status: 'cancelled' as const,
      refunds: [
        {
          refundId: 're_1',
          paymentIntentId: 'pi_1',
          amountMinor: 21010,
          currency: 'USD',
          status: 'pending' as const,
          percent: 100,
        },
      ],
    };
    render(<ShareView share={cancelled} policy={policy} onPayDeposit={vi.fn()} cantGo={<button>{CANT_GO}</button>} />);
    expect(screen.getByText('$210.10: Refund pending')).toBeInTheDocument();
    expect(screen.getByText('You cancelled your place on this trip.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANT_GO })).toBeNull();
  });

  it('confirms the return from Checkout, then shows the paid share', async () => {
    vi.mocked(api.confirmPayment).mockResolvedValue('deposit-paid');
    vi.mocked(api.loadMyShare).mockResolvedValue(paid());
    vi.mocked(api.loadMoneySettings).mockResolvedValue({
      currency: 'USD',
      deposit: { kind: 'percent', percent: 20 },
      balanceDueDate: '2027-03-01',
      departureDate: '2027-05-20',
      settingsVersion: 1,
      policy,
      policyHistory: { '2': policy },
    });
    render(<YourShare tripId="bali" uid="ana" paidSessionId="cs_test_1" />);
    expect(await screen.findByRole('heading', { name: 'Deposit paid' })).toBeInTheDocument();
    expect(api.confirmPayment).toHaveBeenCalledWith('bali', 'cs_test_1');
  });

  it('shows nothing before the planners set the trip money', async () => {
    vi.mocked(api.loadMyShare).mockResolvedValue(null);
    vi.mocked(api.loadMoneySettings).mockResolvedValue(null);
    const { container } = render(<YourShare tripId="bali" uid="ana" />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(api.confirmPayment).not.toHaveBeenCalled();
  });
});

describe("I can't go", () => {
  const preview = {
    tripId: 'bali',
    cancelled: false,
    percent: 50,
    refundMinor: 10505,
    paidMinor: 21010,
    currency: 'USD',
    daysBeforeDeparture: 45,
  };

  it('shows the exact refund under the accepted policy before the confirmation, and cancels only on confirm', async () => {
    const onPreview = vi.fn(async () => preview);
    const onConfirm = vi.fn(async () => undefined);
    render(<CantGo onPreview={onPreview} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: CANT_GO }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your place?' });
    expect(dialog).toHaveTextContent(
      'You are cancelling 45 days before departure. Under the cancellation policy you accepted, you get 50% back: $105.05 of the $210.10 you paid.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: CONFIRM_CANCEL }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel closes the dialog without cancelling', async () => {
    const onConfirm = vi.fn();
    render(<CantGo onPreview={async () => preview} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: CANT_GO }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a failed cancellation stays in the dialog as an alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CantGo
        onPreview={async () => preview}
        onConfirm={async () => {
          throw new Error('Could not start the refund. Please try again.');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: CANT_GO }));
    await userEvent.click(await screen.findByRole('button', { name: CONFIRM_CANCEL }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not start the refund.');
  });
});

describe("the organizer's tracker", () => {
  it('shows each traveler’s payment status and never an amount', () => {
    render(
      <PaymentStatusTable
        travelers={[
          { uid: 'o', name: 'Olivia (you)' },
          { uid: 'a', name: 'Ana' },
          { uid: 'b', name: 'Ben' },
          { uid: 'c', name: 'Cy' },
          { uid: 'd', name: 'Dee' },
          { uid: 'e', name: 'Eve' },
        ]}
        statuses={
          new Map([
            ['o', 'paid-in-full'],
            ['a', 'deposit-paid'],
            ['b', 'due'],
            ['c', 'overdue'],
            ['d', 'cancelled'],
          ])
        }
      />,
    );
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Olivia')).toHaveTextContent('Paid in full');
    expect(row('Ana')).toHaveTextContent('Deposit paid');
    expect(row('Ben')).toHaveTextContent('Due');
    expect(row('Cy')).toHaveTextContent('Overdue');
    expect(row('Dee')).toHaveTextContent('Cancelled');
    expect(row('Eve')).toHaveTextContent('Not asked yet');
    expect(screen.getByRole('table')).not.toHaveTextContent(/[$€£¥]|\d/);
  });
});

describe("the planners' Trip money form", () => {
  it('refuses a missing due date, a due date after departure and a bad percentage, as alerts, without saving', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<TripMoneyForm settings={null} departureDate="2027-05-20" onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save trip money' });
    await userEvent.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('balanceDueDate must be a day (YYYY-MM-DD).');

    await userEvent.type(screen.getByLabelText(/Balance due date/), '2027-06-01');
    await userEvent.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('The balance is due on or before the day of departure.');

    await userEvent.clear(screen.getByLabelText(/Balance due date/));
    await userEvent.type(screen.getByLabelText(/Balance due date/), '2027-03-01');
    const percent = screen.getByLabelText(/Deposit percentage/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('The deposit percentage is 1 to 100.');
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a fixed deposit in minor units with the chosen policy preset', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<TripMoneyForm settings={null} departureDate="2027-05-20" onSave={onSave} />);
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await userEvent.selectOptions(screen.getByLabelText('Deposit'), 'amount');
    const amount = screen.getByLabelText(/Deposit amount \(EUR\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.50');
    await userEvent.type(screen.getByLabelText(/Balance due date/), '2027-03-01');
    await userEvent.selectOptions(screen.getByLabelText('Cancellation policy'), 'flexible');
    await userEvent.click(screen.getByRole('button', { name: 'Save trip money' }));
    expect(onSave).toHaveBeenCalledWith({
      currency: 'EUR',
      deposit: { kind: 'amount', amountMinor: 25050 },
      balanceDueDate: '2027-03-01',
      policy: { tiers: POLICY_PRESETS.flexible.tiers },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('shows the server’s refusal as an alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSave = vi.fn(async () => {
      throw new Error('Publish the plan before setting the trip money.');
    });
    render(<TripMoneyForm settings={null} departureDate={null} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/Balance due date/), '2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save trip money' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publish the plan before setting the trip money.');
  });
});
