import SwiftUI

@Observable
final class Draft {
    var title = ""
    var isPinned = false
}

struct DraftEditor: View {
    @Environment(Draft.self) private var draft

    var body: some View {
        VStack {
            titleField()
            pinToggle
            counter(limit: 80)
        }
    }

    func titleField() -> some View {
        @Bindable var draft = draft
        return TextField("Title", text: $draft.title)
    }

    var pinToggle: some View {
        @Bindable var draft = draft
        return Toggle("Pinned", isOn: $draft.isPinned)
    }

    func counter(limit: Int) -> some View {
        @Bindable var draft = draft
        let binding = $draft.title
        return Text("\(binding.wrappedValue.count)/\(limit)")
    }
}

struct DraftScreen: View {
    @State private var draft = Draft()

    var body: some View {
        DraftEditor().environment(draft)
    }
}
