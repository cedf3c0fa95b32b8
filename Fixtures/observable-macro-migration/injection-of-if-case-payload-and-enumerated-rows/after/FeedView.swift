import SwiftUI

/// What an `if case` binds, the element an enumerated `ForEach` or `for` loop hands out, and
/// `$1` of such a row: each is followed to its written type, so injecting it names its model.
struct FeedView: View {
    let media: Media
    let sessions: [PlayerSession]

    var body: some View {
        VStack {
            if case .video(let session) = media {
                PlayerControls()
                    .environment(session)
            } else if case .audio(let title, let session) = media, !title.isEmpty {
                PlayerControls()
                    .environment(session)
            }
            ForEach(Array(sessions.enumerated()), id: \.offset) { offset, session in
                // Numbered from one, as the queue shows them.
                Text("\(offset + 1)")
                PlayerControls()
                    .environment(session)
            }
            ForEach(Array(sessions.enumerated()), id: \.offset) {
                PlayerControls().environment($1)
            }
            firstControls
        }
    }

    private var firstControls: AnyView {
        for (offset, session) in sessions.enumerated() where offset == 0 {
            return AnyView(PlayerControls().environment(session))
        }
        return AnyView(Text("Nothing playing"))
    }
}

enum Media {
    case video(PlayerSession)
    case audio(String, PlayerSession)
    case none
}

struct PlayerControls: View {
    @Environment(PlayerSession.self) private var session

    var body: some View {
        Text(session.isPlaying ? "Pause" : "Play")
    }
}
