import CustomDump

extension Reducer {
  /// Reports every action the reducer receives with the state before and after it, through a
  /// printer; TCA's spelling of ``printChanges(to:)``.
  ///
  /// ```swift
  /// Store(initialState: AppFeature.State()) {
  ///   AppFeature()._printChanges()
  /// }
  /// ```
  ///
  /// - Parameter printer: What reports each change: ``_ReducerPrinter/customDump`` (the
  ///   default), ``_ReducerPrinter/actionLabels``, a printer of your own, or `nil` for none.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Reports a reducer's changes for ``Reducer/_printChanges(_:)``: each action with the state
/// before and after it, right after the reducer runs, in the order actions arrive.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let report: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that hands each change to `printChange`.
  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void
  ) {
    report = printChange
  }

  /// Reports one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    report(receivedAction, oldState, newState)
  }

  /// Prints the action, dumped, and the state change as a diff.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(changeReport(action, oldState, newState))
    }
  }

  /// Prints only which case of the action arrived, with its labels but not its values, as in
  /// `received action: Action.rows(.element(id:, action: .toggle))`.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(caseLabels(of: action))")
    }
  }
}

/// The reducer returned by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    return reduceReportingChanges(base, into: &state, action: action) { oldState, newState in
      printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
    }
  }
}

/// A value's type and enum cases, with the labels of their payloads but not the payloads, as in
/// `Action.row(index:, action: .textChanged(query:))`.
package func caseLabels(of value: Any) -> String {
  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  return unqualifiedName(type(of: value)) + payloadLabels(of: value)
}

private func payloadLabels(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else { return ".\(value)" }
    let inner = payloadLabels(of: child.value)
    return ".\(child.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, value in
      let name = label.map { $0.allSatisfy { $0 == "." || $0.isNumber } ? "_:" : "\($0):" } ?? ""
      let inner = payloadLabels(of: value)
      return inner.isEmpty ? name : "\(name) \(inner)"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}
