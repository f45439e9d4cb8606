import CasePaths

extension CasePathable where Self: ObservableState {
  /// The associated value of a case, which a test store's expectation may change in place.
  ///
  /// CasePaths makes `state.case` read-only; an enum state, such as the one `@Reducer enum`
  /// declares, lets an expectation write through it as TCA does. Changing a case the value is
  /// not in, or setting `nil`, changes nothing.
  ///
  /// ```swift
  /// await store.send(\.login.view.binding.email, "blob@pointfree.co") {
  ///   $0.login?.email = "blob@pointfree.co"
  /// }
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Member>>
  ) -> Member? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    set {
      let casePath = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, casePath.extract(from: self) != nil else { return }
      self = casePath.embed(newValue)
    }
  }
}
