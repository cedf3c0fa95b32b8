import SwiftUI

struct Mission: Identifiable {
    let id: Int
    var name: String
}

struct MissionView: View {
    @ObservedObject
    var viewModel: Self.ViewModel

    var body: some View {
        Text(viewModel.title)
    }
}

extension MissionView {
    final class ViewModel: ObservableObject {
        @Published var title: String
        let crewCount: Int

        init(mission: Mission, crewCount: Int) {
            title = mission.name
            self.crewCount = crewCount
        }
    }
}
