import { findCaseStudy } from '../../content/cases';
import { CaseStudyPage } from './CaseStudyPage';
import { caseStudyStructuredData } from './caseStudyStructuredData';

const caseStudy = findCaseStudy('new-york-biology');

export default function NewYorkBiologyPage() {
  return <CaseStudyPage caseStudy={caseStudy} />;
}

export const structuredData = caseStudyStructuredData(caseStudy);
