/// An action sent to one element of a collection of features, used with
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with the given identifier.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// An ``IdentifiedAction`` for the elements of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
