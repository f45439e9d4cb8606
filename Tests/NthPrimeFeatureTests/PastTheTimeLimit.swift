extension Duration {
  /// A wait for a search that outlasts the suites' time limits: a search is CPU work, which a
  /// starved machine (a sanitizer, a build beside the tests) may take minutes over, and a search
  /// that never ends is ended by the time limit.
  static let pastTheTimeLimit = Duration.seconds(900)
}
