import IssueReporting
import OrderedCollections

/// The ``StackState`` of a stack's `forEach`, run through a closure that the inlinable `forEach`
/// builds where the stack's types are known.
///
/// A stack action, and the bookkeeping of the elements mounted before and after the parent runs,
/// go through the stack's ordered dictionary; in the store's unspecialized code they would look
/// up the metadata of several generic types per action. Built by the caller, they are specialized
/// for its types, and reach a stored stack at its offset rather than through the key path.
@usableFromInline
struct StackElements<State, DestinationState, DestinationAction> {
  @usableFromInline typealias Stack = StackState<DestinationState>

  /// Mutates the stack in place, as the `_modify` accessor of an `@ObservableState` property.
  @usableFromInline typealias Modify = InPlaceAccessor<State, Stack>

  /// Runs a stack's `forEach` on `state`: the element of an element action (`element`, or a
  /// `report` if it is missing), then `parent`, then a pop or a push. Calls `removed` with each
  /// element that left the stack since the last action, and `report` with each problem. Changes
  /// the stack through `modify` if given.
  ///
  /// `action` is the stack action, if any, as ``CaseExtractor/placed`` left it: this moves
  /// it out, so that an element's action costs its case's box one retain, not two copies.
  @usableFromInline let reduce:
    (
      _ state: inout State, _ modify: Modify?, _ action: UnsafeMutableRawPointer?,
      _ element: (inout DestinationState, StackElementID, DestinationAction) -> Void,
      _ parent: (inout State) -> Void, _ report: (String) -> Void,
      _ removed: (StackElementID) -> Void
    ) -> Void

  @inlinable
  init(_ toStack: WritableKeyPath<State, Stack>) {
    let offset = MemoryLayout<State>.offset(of: toStack)
    reduce = { state, modify, action, element, parent, report, removed in
      func read<Result>(_ body: (Stack) -> Result) -> Result {
        guard let offset else { return body(state[keyPath: toStack]) }
        return withUnsafeMutablePointer(to: &state) {
          body(storedProperty(at: offset, in: $0, as: Stack.self).pointee)
        }
      }
      // NB: Not generic over a result: a generic local function that went through `modify`
      //     corrupted memory in debug builds (Swift 6.3.1, the stack tests' pushes).
      func write(_ body: (inout Stack) -> Void) {
        if let modify { return modify(&state, body) }
        guard let offset else { return body(&state[keyPath: toStack]) }
        withUnsafeMutablePointer(to: &state) {
          body(&storedProperty(at: offset, in: $0, as: Stack.self).pointee)
        }
      }

      let stackAction = action.map {
        $0.bindMemory(to: StackAction<DestinationState, DestinationAction>.self, capacity: 1).move()
      }
      // NB: The elements this reducer saw last, even if a reducer before it has removed some since.
      let mounted = read { $0.mounted ?? $0.ids }
      if case let .element(id, elementAction)? = stackAction {
        var isInStack = false
        write { isInStack = $0.modifyElement(id: id) { element(&$0, id, elementAction) } }
        if !isInStack {
          report(
            "an action for an element that is not in the stack: id \(id), action \(elementAction)")
        }
      }
      parent(&state)
      switch stackAction {
      case let .popFrom(id)?:
        if read({ $0[id: id] == nil }) {
          report("a pop from an element that is not in the stack: id \(id)")
        }
        write { $0.pop(from: id) }
      case let .push(id, elementState)?:
        let nextID = read { $0.nextElementID }
        if isTesting, id.rawValue > nextID.rawValue {
          report(
            """
            a push with id \(id), which skips ahead of the next id, \(nextID). In tests, push \
            elements with the ids the stack hands out: 0, 1, 2, …
            """)
        } else {
          var isPushed = false
          write { isPushed = $0.push(elementState, id: id) }
          if !isPushed { report("a push with id \(id), which an element of the stack already has") }
        }
      case .element?, nil:
        break
      }
      // NB: Compared where they are stored: the usual action leaves the identities as they were,
      //     and a copy of them would cost their storage a retain and a release.
      let (isStale, hasChanged) = read { ($0.mounted != $0.ids, mounted != $0.ids) }
      if isStale { write { $0.mounted = $0.ids } }
      guard hasChanged else { return }
      let ids = read { $0.ids }
      for id in mounted where !ids.contains(id) { removed(id) }
    }
  }
}
