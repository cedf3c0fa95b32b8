import SwiftUI

struct MissionLabel: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Text(viewModel.mission.name)
    }
}

extension MissionLabel {
    final class ViewModel: ObservableObject {
        @Published var mission: Mission

        init(mission: Mission) {
            self.mission = mission
        }
    }
}
