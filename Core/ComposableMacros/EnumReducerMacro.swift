import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The enum form of `@Reducer`: each case names a child reducer (`case detail(Detail)`) or holds
/// a plain value (`case alert(AlertState<Alert>)`), and the macro writes the `State` and `Action`
/// enums and a `body` that scopes each reducer case.
extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(of: structDecl)
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let access =
      enumDecl.modifiers
      .first { ["public", "package"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    var cases: [ReducerCase] = []
    for caseDecl in enumDecl.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) })
    {
      let ignored = caseDecl.attributes.contains(named: "ReducerCaseIgnored")
      for element in caseDecl.elements {
        guard let reducerCase = ReducerCase(element, ignored: ignored, in: context) else {
          return []
        }
        cases.append(reducerCase)
      }
    }
    let names = enumDecl.nestedTypeNames
    let conformances = SynthesizedConformances(node)
    var members: [DeclSyntax] = []
    // NB: The conformances that '@CasePathable' and '@ObservableState' would add are spelled in
    //     the inheritance clauses, so those macros add no extensions from inside this expansion.
    //     Such nested extensions crash swift-frontend 6.3.1 once a file holds three or more
    //     '@Reducer enum's (EnumReducersInOneFileTests).
    if !names.contains("State") {
      members.append(
        """
        @CasePathable @dynamicMemberLookup @ObservableState
        \(raw: access)enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, \
        CasePathable, CasePathIterable\(raw: conformances.state) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: cases.map { "case \($0.name)\($0.statePayload)" }.joined(separator: "\n"))
        }
        """)
    }
    if !names.contains("Action") {
      let actionCases = cases.compactMap { reducerCase in
        reducerCase.actionPayload.map { "case \(reducerCase.name)(\($0))" }
      }
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action: CasePathable, CasePathIterable\(raw: conformances.action) {
        \(raw: actionCases.joined(separator: "\n"))
        }
        """)
    }
    if !enumDecl.declaresMember(named: "body") {
      let scopes = cases.compactMap(\.scope)
      members.append(
        """
        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
        \(raw: scopes.isEmpty ? "ComposableCore.EmptyReducer<Self.State, Self.Action>()" : scopes.joined(separator: "\n"))
        }
        """)
    }
    return members
  }
}

/// One case of a `@Reducer` enum and what it contributes to `State`, `Action` and `body`.
private struct ReducerCase {
  let name: String
  let statePayload: String
  let actionPayload: String?
  let scope: String?

  init?(_ element: EnumCaseElementSyntax, ignored: Bool, in context: some MacroExpansionContext) {
    name = element.name.text
    guard let parameters = element.parameterClause?.parameters else {
      statePayload = ""
      actionPayload = nil
      scope = nil
      return
    }
    guard parameters.count == 1, let parameter = parameters.first, parameter.firstName == nil
    else {
      // NB: Several values, or a labeled one, are plain state, as TCA's `case meeting(Meeting,
      // syncUp: SyncUp)`: carried as they are, with no actions.
      statePayload = "(\(parameters.trimmedDescription))"
      actionPayload = "Swift.Never"
      scope = nil
      return
    }
    let type = parameter.type.trimmed
    let base = type.as(IdentifierTypeSyntax.self)
    if ignored {
      statePayload = "(\(type))"
      actionPayload = "Swift.Never"
      scope = nil
    } else if let base, ["AlertState", "ConfirmationDialogState"].contains(base.name.text),
      let argument = base.genericArgumentClause?.arguments.first
    {
      statePayload = "(\(type))"
      actionPayload = argument.argument.trimmedDescription
      scope = nil
    } else {
      statePayload = "(\(type).State)"
      actionPayload = "\(type).Action"
      // NB: A case may name the reducer to run, as 'case detail(Detail = Detail(mode: .edit))'.
      let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
      scope = """
        ComposableCore.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
        }
        """
    }
  }
}

/// The conformances that `@Reducer(state: .equatable, action: .sendable)` asks for, as inheritance
/// clause text (`", Equatable, Sendable"`), for the `State` and `Action` enums.
private struct SynthesizedConformances {
  var state = ""
  var action = ""

  private static let names = [
    "codable": "Codable", "decodable": "Decodable", "encodable": "Encodable",
    "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable",
  ]

  init(_ node: AttributeSyntax) {
    guard case let .argumentList(arguments) = node.arguments else { return }
    var label = "state"
    for argument in arguments {
      if let name = argument.label?.text { label = name }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        let name = Self.names[member.declName.baseName.text]
      else { continue }
      if label == "action" { action += ", \(name)" } else { state += ", \(name)" }
    }
  }
}
