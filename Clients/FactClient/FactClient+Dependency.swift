import Dependencies

extension FactClient: TestDependencyKey {
  /// An unimplemented client that reports an issue naming `FactClient.fetch` and throws.
  public static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))

  /// The ``mock`` client, for previews.
  public static let previewValue = FactClient.mock
}

extension DependencyValues {
  /// The client used to fetch number facts.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
