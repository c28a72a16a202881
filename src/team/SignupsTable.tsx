import type { TeamConsoleCopy } from '../content/team-console/schema';
import type { SignupRow } from '../facts/teamConsole';
import { DeliveryList } from './DeliveryList';
import { formatTimestamp } from './formatting';
import { cellClass, ScrollBox, TableHead, tableClass } from './ScrollBox';

interface Props {
  copy: TeamConsoleCopy;
  signups: readonly SignupRow[];
  onRetried: (customerId: string) => Promise<void>;
}

export function SignupsTable({ copy, signups, onRetried }: Props) {
  const text = copy.signups;
  const orNone = (value: string | null) => value ?? text.none;
  return (
    <ScrollBox label={text.tableLabel}>
      <table className={`${tableClass} min-w-[960px]`}>
        <TableHead columns={Object.values(text.columns)} />
        <tbody>
          {signups.map((signup) => (
            <tr key={signup.customerId}>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatTimestamp(signup.startedAt)}
              </td>
              <th scope="row" className={`${cellClass} font-medium break-all`}>
                {signup.email}
              </th>
              <td className={cellClass}>{text.states[signup.state]}</td>
              <td className={cellClass}>
                {signup.level
                  ? [signup.level, signup.billing].filter(Boolean).join(', ')
                  : text.none}
              </td>
              <td className={cellClass}>{signup.locale}</td>
              <td className={cellClass}>
                {orNone(signup.source)} / {orNone(signup.campaign)}
              </td>
              <td className={cellClass}>
                <DeliveryList
                  copy={copy.deliveries}
                  email={signup.email}
                  deliveries={signup.deliveries}
                  onRetried={() => onRetried(signup.customerId)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
