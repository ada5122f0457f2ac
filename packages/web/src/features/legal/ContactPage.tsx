import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LOGIN_FOOTER_LABELS } from '@vetrx/core/messages';
import { LuBuilding2, LuLifeBuoy } from 'react-icons/lu';
import { LegalLayout, Section } from './LegalLayout';

function Channel({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Box color="brand.solid" fontSize="xl" aria-hidden>
        {icon}
      </Box>
      <Text fontWeight="semibold">{title}</Text>
      <Text textStyle="sm" color="fg.muted">
        {children}
      </Text>
    </Stack>
  );
}

export default function ContactPage() {
  return (
    <LegalLayout
      title={LOGIN_FOOTER_LABELS.contactUs}
      intro="We are here to help practices get the most out of VetRx. Choose the route that fits your question."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Channel icon={<LuBuilding2 />} title="Account and access">
          New staff accounts, role changes and location access are managed by your practice administrator. Ask
          them first: they can usually help straight away.
        </Channel>
        <Channel icon={<LuLifeBuoy />} title="VetRx Support">
          For sign-in problems, pharmacy questions or anything that looks wrong, contact VetRx Support at the
          phone number or e-mail address your practice received when it joined VetRx.
        </Channel>
      </SimpleGrid>
      <Section title="When you contact us">
        <p>
          Tell us your practice name, the location you work at, and what you were doing when the problem
          happened. Never send client passwords or full payment details by e-mail.
        </p>
      </Section>
    </LegalLayout>
  );
}
