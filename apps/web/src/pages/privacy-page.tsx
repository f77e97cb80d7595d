import { Link } from 'react-router';
import { usePublicConfig } from '@/app/public-config';
import { BulletList, PageSection, StaticPage, textLinkClass } from '@/features/static-pages/static-page-layout';

export default function PrivacyPage() {
  const { contactEmail } = usePublicConfig();
  const email = (
    <a href={`mailto:${contactEmail}`} className={textLinkClass}>
      {contactEmail}
    </a>
  );
  return (
    <StaticPage title="Privacy Policy" meta="Effective date: July 14, 2025">
      <p>
        This Privacy Policy explains what personal information we collect when you use our marketplace for booking interview segments on local television
        lifestyle shows (the &ldquo;Service&rdquo;), how we use and share it, and the choices you have.
      </p>

      <PageSection title="Information we collect">
        <BulletList>
          <li>
            <strong className="font-semibold text-slate-900">Account details:</strong> your first and last name, email address, account type (individual or
            agency) and agency name. Your password is stored only as a secure hash. If you sign in with Google, we receive your name, email address and Google
            account identifier.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Booking requests:</strong> the contact name, email address and optional phone number you give us,
            your client&rsquo;s name, the interview topic, your preferred and alternative dates, any notes and the station you chose.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Chat assistant:</strong> the questions you ask and how many stations matched, linked to your
            account.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Technical data:</strong> a session cookie, your IP address, browser details and request logs, which
            we use to keep the Service secure and working.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="How we use your information">
        <BulletList>
          <li>To receive, arrange and confirm your booking requests with the stations you choose.</li>
          <li>To send you service emails: email verification, password resets, request confirmations, status updates and request-tracking links.</li>
          <li>To protect the Service and its users, for example by limiting repeated sign-in attempts.</li>
          <li>To understand how the Service is used, such as which markets are requested, and to improve it.</li>
          <li>To meet our legal obligations.</li>
        </BulletList>
      </PageSection>

      <PageSection title="How we share it">
        <BulletList>
          <li>With the television station you request, limited to the details needed to arrange your segment.</li>
          <li>With service providers that help us run the Service, such as hosting and email delivery, who may use it only on our behalf.</li>
          <li>When the law requires it, or to protect the rights and safety of our users and others.</li>
        </BulletList>
        <p>We do not sell your personal information or share it for targeted advertising.</p>
      </PageSection>

      <PageSection title="Cookies">
        <p>We use a single essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.</p>
      </PageSection>

      <PageSection title="How long we keep it">
        <p>
          We keep account details while your account is open, and booking records for as long as we need them to provide the booking and meet accounting and
          legal requirements. Links we send by email expire: verification links after 24 hours, password reset links after 1 hour and request-tracking links
          after 30 minutes.
        </p>
      </PageSection>

      <PageSection title="Security">
        <p>
          Passwords are stored as one-way hashes, sign-in sessions can be ended at any time by signing out, and links sent by email are time-limited. No system
          is perfectly secure, but we work to protect your information and to fix problems quickly.
        </p>
      </PageSection>

      <PageSection title="Your choices and rights">
        <p>
          You can ask us to access, correct or delete your personal information by emailing {email}. If you are a California resident, you have the right to
          know what personal information we collect and how we use it, to correct or delete it, and not to be treated differently for exercising these rights.
        </p>
      </PageSection>

      <PageSection title="Age requirement">
        <p>The Service is intended for people aged 18 or older. We do not knowingly collect personal information from anyone under 18.</p>
      </PageSection>

      <PageSection title="Changes to this policy">
        <p>We may update this Privacy Policy as the Service evolves. The effective date above shows when it last changed.</p>
      </PageSection>

      <PageSection title="Contact">
        <p>
          Questions about your privacy? Email us at {email}. See also our{' '}
          <Link to="/terms" className={textLinkClass}>
            Terms and Conditions
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
