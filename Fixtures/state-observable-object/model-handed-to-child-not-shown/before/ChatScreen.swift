import SwiftUI

final class DraftStore: ObservableObject {
    @Published var text = ""
}

struct ComposerBar: View {
    @ObservedObject var draft: DraftStore

    var body: some View {
        TextField("Message", text: $draft.text)
    }
}

/// Holds the draft without observing it, so typing refreshes the composer, not the whole chat.
struct ChatScreen: View {
    @State private var draft = DraftStore()
    @State private var sessionID = 0
    let send: (String) -> Void

    var body: some View {
        VStack {
            ScrollView {
                Text("Messages of session \(sessionID)")
            }
            ComposerBar(draft: draft)
            Button("Send") {
                send(draft.text)
                draft.text = ""
            }
        }
        .onChange(of: sessionID) { _, _ in
            clearDraft()
        }
    }

    private func clearDraft() {
        if !draft.text.isEmpty {
            draft.text = ""
        }
    }
}

struct ComposerHost: View {
    @ObservedObject var draft: DraftStore
    let onSend: () -> Void

    var body: some View {
        ComposerBar(draft: draft)
    }
}

/// Reads the draft only in the callback it hands to its child.
struct ThreadScreen: View {
    @State private var draft = DraftStore()
    let send: (String) -> Void

    var body: some View {
        ComposerHost(
            draft: draft,
            onSend: {
                send(draft.text)
                clearDraft()
            })
    }

    private func clearDraft() {
        draft.text = ""
    }
}
