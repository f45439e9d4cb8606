import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: conforms a struct to `Reducer`, makes its nested `Action` and `State` enums case
/// pathable, and marks its `body` as a reducer builder. What the type already spells out is left
/// alone.
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
            changes: [.replace(oldNode: Syntax(reduce), newNode: Syntax(MissingDeclSyntax(placeholder: .identifier("", presence: .missing))))]
          )
        ))
      return false
    }
    let names = declaration.nestedTypeNames
    if !names.contains("State"), !names.contains("Action"), declaration.bodyProperty == nil,
      declaration.reduceMethod == nil
    {
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: MacroDiagnostic.error(
            "notAReducer",
            """
            '@Reducer' needs a reducer: 'State' and 'Action' types (nested or type aliases) and a \
            'body' or a 'reduce(into:action:)'
            """)
        ))
      return false
    }
    return true
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
