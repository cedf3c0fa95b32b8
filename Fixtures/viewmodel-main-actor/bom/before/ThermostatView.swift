import SwiftUI

/// Temperature in °C, refreshed every minute.
final class ThermostatViewModel: ObservableObject {
    @Published var target = 21.0
}

struct ThermostatView: View {
    @ObservedObject var thermostat: ThermostatViewModel

    var body: some View {
        Text("Target: \(thermostat.target) °C")
    }
}
