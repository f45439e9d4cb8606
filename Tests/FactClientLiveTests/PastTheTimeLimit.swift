extension Duration {
  /// A fetch timeout that outlasts the suites' time limits, for tests of anything but the
  /// timeout: a machine too busy to answer within the default 10 s fails none of them, and a
  /// fetch that hangs is ended by the time limit.
  static let pastTheTimeLimit = Duration.seconds(900)
}
