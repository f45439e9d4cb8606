/// The actions of a navigation stack, as its parent sees them: an element's own action, a pop, or
/// a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths name an element's actions by its identity: `\.path[id: 0].detail.saved`.
public enum StackAction<State, Action> {
  /// An action of the element with the given identity.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with the given identity and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes an element with the given identity, which must be newer than every one so far.
  case push(id: StackElementID, state: State)
}

/// The stack actions of a reducer's state and actions.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of a stack action.
  public struct AllCasePaths: Sendable {
    /// The `element(id:action:)` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The `popFrom(id:)` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The `push(id:state:)` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with the given identity.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction.AllCasePaths: Sequence, CasePathReflectable {
  /// The case path of the case `root` is in.
  public subscript(root: StackAction) -> PartialCaseKeyPath<StackAction> {
    switch root {
    case .element: \.element
    case .popFrom: \.popFrom
    case .push: \.push
    }
  }

  /// The case paths of `element`, `popFrom` and `push`, in declaration order.
  public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<StackAction>]> {
    [\.element, \.popFrom, \.push].makeIterator()
  }
}

extension StackAction: CasePathIterable {}

extension Case {
  /// A case path to the actions of the stack element with the given identity, as in
  /// `store.send(\.path[id: 0].detail.saveButtonTapped)`.
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    Case<ElementAction>(
      embed: { self._embed(.element(id: id, action: $0)) },
      extract: { (root: Any) -> ElementAction? in
        guard case let .element(elementID, action)? = self._extract(from: root), elementID == id
        else { return nil }
        return action
      }
    )
  }
}
