import SwiftUI

final class Draft: ObservableObject {
    @Published var title = ""
}

struct DraftEditor: View {
    @EnvironmentObject var draft: Draft

    var body: some View {
        titleField()
    }

    func titleField() -> some View {
        TextField("Title", text: $draft.title)
    }
}

struct DraftScreen: View {
    @StateObject private var draft = Draft()

    var body: some View {
        DraftEditor().environmentObject(draft)
    }
}
