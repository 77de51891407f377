import { gql, TypedDocumentNode } from '@apollo/client';

export interface RiskOverviewView {
  capitalTiedUp: number;
  averageRisk: number | null;
  capitalByRisk: { riskRate: number; capital: number }[];
  startedBonuses: { id: number; name: string; neededCapital: number; riskRate: number; endTimestamp: number }[];
  monthReturn: number;
  maxMonthReturn: number;
  monthReturnPercent: number;
  returnLevel: 'ok' | 'near' | 'reached';
}

export const RISK_OVERVIEW_QUERY: TypedDocumentNode<{ riskOverview: RiskOverviewView }> = gql`
  query RiskOverview {
    riskOverview {
      capitalTiedUp
      averageRisk
      capitalByRisk { riskRate capital }
      startedBonuses { id name neededCapital riskRate endTimestamp }
      monthReturn
      maxMonthReturn
      monthReturnPercent
      returnLevel
    }
  }
`;
