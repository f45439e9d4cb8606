@_exported import CasePaths
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import Perception
@_exported import SwiftNavigation
