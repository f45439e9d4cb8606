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

extension RangeReplaceableCollection {
  /// A shared view of each element of a shared identified array, in order.
  ///
  /// ```swift
  /// for syncUp in Array(state.$syncUps) { … }  // Shared<SyncUp>
  /// ```
  ///
  /// Each view follows its element by id; once the element is removed, it keeps the last value
  /// it had.
  public init<ID: Hashable, Base>(
    _ shared: Shared<IdentifiedArray<ID, Base>>
  ) where Element == Shared<Base> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = Shared<Base>(shared[id: id]) { append(element) }
    }
  }

  /// A read-only view of each element of a shared identified array, in order.
  public init<ID: Hashable, Base>(
    _ shared: SharedReader<IdentifiedArray<ID, Base>>
  ) where Element == SharedReader<Base> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = SharedReader<Base>(shared[id: id]) { append(element) }
    }
  }
}
