import SwiftUI

struct ChatView: View {
    @State private var models = ChatModels()
    @EnvironmentObject var sources: ChatSources

    var body: some View {
        List(sources.sources) { source in
            Text(source.name)
        }
        .navigationTitle(models.selectedID ?? "")
    }
}
