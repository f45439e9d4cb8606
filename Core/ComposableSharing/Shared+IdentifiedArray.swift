import IdentifiedCollections

extension Shared {
  /// A shared view of the element with the given id, `nil` while there is none.
  ///
  /// Unwrap it to hand a child feature its element:
  ///
  /// ```swift
  /// guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
  /// state.destination = .detail(SyncUpDetail.State(syncUp: syncUp))
  /// ```
  public subscript<ID: Hashable, Element>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \.[id: id]]
  }
}

extension SharedReader {
  /// A read-only view of the element with the given id, `nil` while there is none.
  public subscript<ID: Hashable, Element>(
    id id: ID
  ) -> SharedReader<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \.[id: id]]
  }
}
