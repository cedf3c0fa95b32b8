import SwiftUI

struct CrewListView: View {
    @EnvironmentObject var viewModel: ViewModel

    var body: some View {
        Text(viewModel.crew.joined(separator: ", "))
    }
}

extension CrewListView {
    final class ViewModel: ObservableObject {
        @Published var crew: [String]

        init(crew: [String]) {
            self.crew = crew
        }
    }
}

struct CrewListView_Previews: PreviewProvider {
    static private let crewViewModel = CrewListView.ViewModel(crew: ["Armstrong", "Aldrin"])

    static var previews: some View {
        CrewListView()
            .environmentObject(crewViewModel)
    }
}
