import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: conforms a struct to `Reducer`, makes its nested `Action` and `State` enums case
/// pathable, and marks its `body` as a reducer builder. A struct that leaves out `State`, `Action`
/// or `body` gets empty ones. What the type already spells out is left alone.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      guard !declaration.inherits(from: "CaseReducer") else { return [] }
      return [
        try ExtensionDeclSyntax(
          "extension \(type.trimmed): ComposableCore.CaseReducer, ComposableCore.Reducer {}")
      ]
    }
    guard validate(declaration, attribute: node, in: context), !protocols.isEmpty,
      !declaration.inherits(from: "Reducer")
    else {
      return []
    }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): ComposableCore.Reducer {}")
    ]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self),
      ["Action", "State"].contains(enumDecl.name.text)
    {
      var attributes: [AttributeSyntax] = []
      if !enumDecl.attributes.contains(named: "CasePathable") {
        attributes.append("@CasePathable")
      }
      if !enumDecl.attributes.contains(named: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    }
    if let property = member.as(VariableDeclSyntax.self), property.isBody,
      property.bindings.first?.accessorBlock != nil,
      !property.attributes.contains(named: "ReducerBuilder")
    {
      return ["@ComposableCore.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

extension ReducerMacro {
  /// Reports misuse once (from the extension role); returns whether the expansion may proceed.
  private static func validate(
    _ declaration: some DeclGroupSyntax, attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> Bool {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      context.diagnose(notAStruct(declaration, attribute: attribute))
      return false
    }
    if declaration.bodyProperty != nil, let reduce = declaration.reduceMethod {
      context.diagnose(
        Diagnostic(
          node: reduce.name,
          message: MacroDiagnostic.error(
            "bodyAndReduce",
            """
            A reducer implements either 'body' or 'reduce(into:action:)', not both: a store runs \
            'reduce(into:action:)' and never evaluates 'body'
            """),
          fixIt: FixIt(
            message: MacroFixIt(message: "Remove 'reduce(into:action:)'", id: "removeReduce"),
            changes: [
              .replace(
                oldNode: Syntax(reduce),
                newNode: Syntax(MissingDeclSyntax(placeholder: .identifier("", presence: .missing)))
              )
            ]
          )
        ))
      return false
    }
    return true
  }

  /// What a struct without `body` or `reduce(into:action:)` leaves out, written the way TCA's
  /// macro writes it: an empty observable `State` (codable, hashable and sendable, so that an enum
  /// reducer holding the feature can be too), an empty `Action`, and a `body` that does nothing.
  static func structMembers(of structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access =
      structDecl.modifiers
      .first { ["public", "package"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    // NB: With a 'body' or a 'reduce(into:action:)', 'State' and 'Action' may come from their
    //     signature ('some Reducer<Int, Bool>'), so nothing is written.
    guard structDecl.bodyProperty == nil, structDecl.reduceMethod == nil else { return [] }
    let names = structDecl.nestedTypeNames
    var members: [DeclSyntax] = []
    if !names.contains("State") {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """)
    }
    if !names.contains("Action") {
      members.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    members.append(
      """
      \(raw: access)var body: some ComposableCore.Reducer<Self.State, Self.Action> {
      ComposableCore.EmptyReducer<Self.State, Self.Action>()
      }
      """)
    return members
  }

  private static func notAStruct(
    _ declaration: some DeclGroupSyntax, attribute: AttributeSyntax
  ) -> Diagnostic {
    let message = MacroDiagnostic.error(
      "notAStruct", "'@Reducer' can only be applied to a struct or an enum")
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      return Diagnostic(node: attribute, message: message)
    }
    return Diagnostic(
      node: classDecl.classKeyword,
      message: message,
      fixIt: FixIt(
        message: MacroFixIt(message: "Replace 'class' with 'struct'", id: "classToStruct"),
        changes: [
          .replace(
            oldNode: Syntax(classDecl.classKeyword),
            newNode: Syntax(
              TokenSyntax.keyword(
                .struct, leadingTrivia: classDecl.classKeyword.leadingTrivia,
                trailingTrivia: classDecl.classKeyword.trailingTrivia))
          )
        ]
      )
    )
  }
}
