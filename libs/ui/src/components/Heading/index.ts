export { Heading, type HeadingProps, type HeadingLevel } from './Heading';
