import { EXCLUSION_REGISTER_URL } from '@bonus/domain';
import { ExternalLink } from 'lucide-react';

/** The Ministry of Finance's page on the register of excluded persons (RVO), opened in a new window. */
export function ExclusionRegisterLink() {
  return (
    <a href={EXCLUSION_REGISTER_URL} target="_blank" rel="noopener noreferrer">
      Rejstřík vyloučených osob na stránkách Ministerstva financí
      <ExternalLink size={16} aria-hidden="true" focusable="false" />
      <span className="visually-hidden"> (otevře se v novém okně)</span>
    </a>
  );
}
