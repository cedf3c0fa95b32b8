import SwiftUI

struct Agency {
    let id: String
}

struct Vehicle {
    let id: String
}

struct TransitAPI {
    func agencies() async throws -> [Agency] {
        []
    }

    func vehicles(of agency: String) async throws -> [Vehicle] {
        []
    }
}

/// Stores the agencies, then keeps loading: '.success' would end the loading state too early.
@MainActor
final class VehiclesModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var agencies: [Agency] = []
    @Published var vehicles: [Vehicle] = []

    private let api = TransitAPI()

    func fetch() async {
        isLoading = true
        error = nil
        do {
            agencies = try await api.agencies()
            var found: [Vehicle] = []
            for agency in agencies {
                found += try await api.vehicles(of: agency.id)
            }
            vehicles = found
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// Loads into a property views never see change.
@MainActor
final class AgencyListModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    var agencies: [Agency] = []

    private let api = TransitAPI()

    func load() async {
        isLoading = true
        error = nil
        do {
            agencies = try await api.agencies()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// Loads into a private property, while views read the flag.
@MainActor
final class AgencyCountModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published private var agencies: [Agency] = []

    var count: Int { agencies.count }

    private let api = TransitAPI()

    func load() async {
        isLoading = true
        error = nil
        do {
            agencies = try await api.agencies()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
