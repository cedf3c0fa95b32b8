import SwiftUI

final class Draft: ObservableObject {
    @Published var title = ""
    @Published var isPinned = false
}

struct DraftEditor: View {
    @EnvironmentObject var draft: Draft

    var body: some View {
        VStack {
            titleField()
            pinToggle
            counter(limit: 80)
        }
    }

    func titleField() -> some View {
        TextField("Title", text: $draft.title)
    }

    var pinToggle: some View {
        Toggle("Pinned", isOn: $draft.isPinned)
    }

    func counter(limit: Int) -> some View {
        let binding = $draft.title
        return Text("\(binding.wrappedValue.count)/\(limit)")
    }
}

struct DraftScreen: View {
    @StateObject private var draft = Draft()

    var body: some View {
        DraftEditor().environmentObject(draft)
    }
}
