#if !canImport(Darwin)
  /// Nanoseconds per second, for timeouts such as `receive(.x, timeout: NSEC_PER_SEC)`.
  ///
  /// Apple's Dispatch exports these; Linux's does not import its C macros, so TCA code that
  /// spells timeouts with them would not compile here without these stand-ins.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }

  /// Nanoseconds per millisecond.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_MSEC: UInt64 { 1_000_000 }

  /// Nanoseconds per microsecond.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_USEC: UInt64 { 1_000 }
#endif
