import SwiftUI

struct VehiclesView: View {
    @StateObject private var vehicles = VehiclesModel()
    @StateObject private var list = AgencyListModel()
    @StateObject private var count = AgencyCountModel()

    var body: some View {
        VStack {
            if vehicles.isLoading || list.isLoading || count.isLoading {
                ProgressView()
            }
            Text("\(vehicles.vehicles.count) vehicles, \(count.count) agencies")
        }
        .task {
            await vehicles.fetch()
            await list.load()
            await count.load()
        }
    }
}
