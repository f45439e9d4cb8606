@_exported import CasePaths
@_exported import SwiftNavigation
@_exported import Perception
@_exported import Dependencies
@_exported import IdentifiedCollections
