import SwiftUI

final class InsightEditorViewModel: ObservableObject {
    @Published var title: String

    init(insightTitle: String, applicationName: String, insightService: String, groupService: String) {
        title = insightTitle + applicationName + insightService + groupService
    }
}

struct InsightEditor: View {
    @StateObject private var viewModel: InsightEditorViewModel
    @Binding var selectedInsightName: String?

    init(
        insightTitle: String,
        applicationName: String,
        insightService: String,
        groupService: String,
        selectedInsightName: Binding<String?>
    ) {
        _viewModel = StateObject(wrappedValue: InsightEditorViewModel(
            insightTitle: insightTitle,
            applicationName: applicationName,
            insightService: insightService,
            groupService: groupService
        ))
        self._selectedInsightName = selectedInsightName
    }

    var body: some View {
        Text(viewModel.title)
    }
}

struct InsightList: View {
    let names: [String]
    @State private var selected: String?

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                NavigationLink(name) {
                    InsightEditor(
                        insightTitle: name, applicationName: "App", insightService: "Insights",
                        groupService: "Groups",
                        selectedInsightName: $selected)
                }
            }
        }
    }
}
