/** The few members of the S3-protocol test server (s3rver, shipped without types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  /** An S3 event notification, as s3rver emits one for each change of an object. */
  interface S3rverEvent {
    Records: { eventName: string; s3: { object: { key: string } } }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
