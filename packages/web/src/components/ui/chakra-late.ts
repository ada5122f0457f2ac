/**
 * The Chakra components no first load draws, whose recipes are registered when this module is first
 * evaluated (`theme/late-recipes.ts`, decision 0137). Import them from here, never from
 * `@chakra-ui/react`: a module importing one from here has registered the recipes before it renders
 * (the theme test, `theme/recipes.test.ts`, holds every import of the app to this).
 */
import '../../theme/late-recipes';

export {
  Accordion,
  Alert,
  Card,
  Carousel,
  Collapsible,
  Combobox,
  Container,
  DataList,
  Dialog,
  Drawer,
  Fieldset,
  FileUpload,
  Menu,
  NumberInput,
  Popover,
  RadioGroup,
  SegmentGroup,
  Separator,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Textarea,
  Toast,
  Toaster,
  Tooltip,
} from '@chakra-ui/react';
