extension FactClient {
  /// A client that answers every number with `"<n> is a good number."`.
  public static let mock = FactClient { number in
    "\(number) is a good number."
  }

  /// A client whose every fetch throws the given failure.
  public static func failing(
    _ failure: Failure = Failure("The fact could not be fetched.")
  ) -> FactClient {
    FactClient { _ in throw failure }
  }
}
