import SwiftUI

final class MachineController: ObservableObject {
    @Published var machineName = "Work"
    @Published var isRunning = false
}

final class SettingsModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}

struct SettingsSheet: View {
    @EnvironmentObject var settings: SettingsModel

    var body: some View {
        Text(settings.name)
    }
}

struct SessionScreen: View {
    @EnvironmentObject var controller: MachineController
    @State private var isShowingSettings = false

    /// Read from the environment object, so known only once SwiftUI has installed it.
    private var name: String { controller.machineName }

    var body: some View {
        Button("Settings…") {
            isShowingSettings.toggle()
        }
        .sheet(isPresented: $isShowingSettings) {
            SettingsSheet()
                .environmentObject(SettingsModel(name: name))
        }
    }
}
