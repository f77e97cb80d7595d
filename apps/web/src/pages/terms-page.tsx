import { Link } from 'react-router';
import { usePublicConfig } from '@/app/public-config';
import { BulletList, PageSection, StaticPage, textLinkClass } from '@/features/static-pages/static-page-layout';

export default function TermsPage() {
  const { contactEmail } = usePublicConfig();
  return (
    <StaticPage title="Terms and Conditions" meta="Effective date: July 14, 2025">
      <p>
        These Terms and Conditions (the &ldquo;Terms&rdquo;) govern your use of our marketplace for booking interview segments on local television lifestyle
        shows (the &ldquo;Service&rdquo;). By creating an account, submitting a booking request or otherwise using the Service, you agree to these Terms. If you
        do not agree, please do not use the Service.
      </p>

      <PageSection title="1. The Service">
        <p>
          The Service connects agencies, publicists, founders, experts and individuals with local television stations that feature guests on their lifestyle
          shows. You can search stations by state, market, city or station name and send a request to book an interview segment.
        </p>
        <p>
          We arrange bookings between you and the stations. Each station keeps full editorial control over its programming, including whether, when and how a
          segment airs. The Service is in beta: features, stations and prices may change, and availability varies by market.
        </p>
      </PageSection>

      <PageSection title="2. Eligibility">
        <p>
          You must be at least 18 years old to use the Service. If you book on behalf of a client, company or agency, you confirm that you are authorized to act
          for them and that they accept these Terms.
        </p>
      </PageSection>

      <PageSection title="3. Your account">
        <p>
          You can send a booking request without an account; an account lets you follow all of your requests in one place. If you create one, keep your details
          accurate and your password confidential. You are responsible for activity under your account and should tell us at once if you suspect unauthorized
          use. We may suspend accounts that break these Terms.
        </p>
      </PageSection>

      <PageSection title="4. Booking requests">
        <BulletList>
          <li>
            A booking request is not a confirmed booking. Each request goes to our team, who reply with confirmation and next steps within 24 hours, Monday to
            Friday.
          </li>
          <li>Interviews take place Monday to Friday and must be booked at least 7 days in advance. You can request dates up to one year ahead.</li>
          <li>Your preferred and alternative dates are not guaranteed; the final date and time are agreed with the station.</li>
          <li>Interviews typically take place online. The station tells you if anything else is needed.</li>
          <li>
            You are responsible for the accuracy of the information you give about yourself, your client and the interview topic. A station may decline a topic
            or guest that does not suit its programming.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="5. Prices and payment">
        <BulletList>
          <li>
            Station rates shown in the Service are illustrative for this beta and may differ from the final price. Where no rate is shown, the price is given
            with your confirmation. The price that applies to your booking is the one stated in your confirmation.
          </li>
          <li>Payment is taken only after your booking is confirmed. Submitting a request does not charge you anything.</li>
          <li>All prices are in US dollars.</li>
        </BulletList>
      </PageSection>

      <PageSection title="6. Cancellations and refunds">
        <p>
          Refunds are given only if the station declines the booking. In that case we refund the full amount you paid for that booking. Payments for confirmed
          segments are otherwise non-refundable, including when you cancel, ask to reschedule or do not attend the interview.
        </p>
      </PageSection>

      <PageSection title="7. Your content and conduct">
        <p>
          You allow us and the station to use the information and materials you provide, such as names, biographies and the interview topic, to arrange and
          present your segment. You must not provide information that is false, misleading, unlawful or that infringes anyone&rsquo;s rights, and you are
          responsible for what you or your client say on air.
        </p>
      </PageSection>

      <PageSection title="8. Media assets">
        <p>
          Recordings, clips or links to your segment come directly from the station once they are ready. Their timing, format and permitted use are set by the
          station, and we cannot guarantee that a station provides them.
        </p>
      </PageSection>

      <PageSection title="9. Intellectual property">
        <p>
          The Service, including its design, text and software, belongs to us or our licensors. Station names, call letters and network names belong to their
          respective owners and are used only to identify them.
        </p>
      </PageSection>

      <PageSection title="10. Disclaimers and limitation of liability">
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We do not guarantee that a segment will air, the size of its audience or
          any business result. To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, and our
          total liability for any claim is limited to the amount you paid us for the booking the claim relates to.
        </p>
      </PageSection>

      <PageSection title="11. Changes to these Terms">
        <p>
          We may update these Terms as the Service evolves. The effective date above shows when they last changed. If you keep using the Service after a change,
          the updated Terms apply to you.
        </p>
      </PageSection>

      <PageSection title="12. Governing law">
        <p>
          These Terms are governed by the laws of the State of California, without regard to its conflict of law rules. Any dispute will be resolved in the
          state or federal courts located in California.
        </p>
      </PageSection>

      <PageSection title="13. Contact">
        <p>
          Questions about these Terms? Email us at{' '}
          <a href={`mailto:${contactEmail}`} className={textLinkClass}>
            {contactEmail}
          </a>
          . See also our{' '}
          <Link to="/privacy" className={textLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
