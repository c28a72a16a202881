import { findCaseStudy } from '../../content/cases';
import { CaseStudyPage } from './CaseStudyPage';
import { caseStudyStructuredData } from './caseStudyStructuredData';

const caseStudy = findCaseStudy('handcraft-blends');

export default function HandcraftBlendsPage() {
  return <CaseStudyPage caseStudy={caseStudy} />;
}

export const structuredData = caseStudyStructuredData(caseStudy);
