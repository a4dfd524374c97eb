/*
 * Sellwerk embed script (issue 14, docs/affiliates.md "Embeddable items"). Third-party pages load
 * it with the snippet a publisher copies:
 *
 *   <script async src="https://{host}/embed.js"></script>
 *   <div data-sellwerk-embed="{id}"><a href="{affiliate link}">{label}</a></div>
 *
 * It replaces each placeholder with the item (button, banner, badge, slider, embedded checkout).
 * A click on an item that leads to a product of a program allowing embeds records the click
 * (POST /api/v1/app/affiliate_clicks, whose click_token travels with the checkout, since a
 * third-party frame may get no cookie) and opens the checkout in a modal frame, or shows it in the
 * page (display on_page). Anything else navigates through the affiliate link. Without this script,
 * or when the item is gone, the plain link inside the placeholder still works.
 *
 * Hand-written and dependency-free on purpose: it runs on pages we do not control, so it touches
 * nothing global but `window.SellwerkEmbed`, styles only its own elements (inline styles, so a
 * host page's CSS cannot easily break it, and a strict style-src on the host is not needed), and
 * never throws into the host page.
 */
(function () {
  "use strict";
  if (window.SellwerkEmbed) {
    window.SellwerkEmbed.scan();
    return;
  }

  var script =
    document.currentScript || document.querySelector('script[src$="/embed.js"], script[src*="/embed.js?"]');
  var ORIGIN = script ? new URL(script.src, location.href).origin : location.origin;
  // The publisher's own preview (/publish/embeddable_items/{id}/preview): nothing is recorded.
  var PREVIEW = Boolean(script && script.hasAttribute("data-preview"));
  var GERMAN = /^de\b/i.test(navigator.language || "");
  var TEXT = GERMAN
    ? { close: "Schließen", checkout: "Bestellformular", prev: "Zurück", next: "Weiter" }
    : { close: "Close", checkout: "Checkout", prev: "Previous", next: "Next" };
  var SLIDE_MS = 5000;

  function style(el, css) {
    for (var key in css) el.style[key] = css[key];
    return el;
  }

  function make(tag, css, attrs) {
    var el = style(document.createElement(tag), css || {});
    for (var key in attrs || {}) el.setAttribute(key, attrs[key]);
    return el;
  }

  function getJson(url) {
    return fetch(url, { credentials: "omit", mode: "cors" }).then(function (res) {
      if (!res.ok) throw new Error("HTTP " + res.status);
      return res.json();
    });
  }

  /** The click, recorded before the frame opens; null when it could not be (then `pid` instead). */
  function recordClick(item) {
    if (PREVIEW) return Promise.resolve(null);
    var body = { publisher_id: item.publisher_id, embeddable_item_id: item.id };
    if (item.program_id) body.program_id = item.program_id;
    if (item.product_id) body.product_id = item.product_id;
    // One click per visitor, publisher and program a day: the last token is kept on this page's
    // origin and sent back; the server answers it again instead of recording another click.
    var kept = "sellwerk_click_" + item.publisher_id + "_" + (item.program_id || "p" + item.product_id);
    var previous = null;
    try {
      previous = window.localStorage.getItem(kept);
    } catch (e) {
      previous = null;
    }
    if (previous) body.click_token = previous;
    return fetch(ORIGIN + "/api/v1/app/affiliate_clicks", {
      method: "POST",
      credentials: "omit",
      mode: "cors",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.status === 200 ? res.json() : null;
      })
      .then(function (answer) {
        var token = answer && answer.click_token ? answer.click_token : null;
        try {
          if (token) window.localStorage.setItem(kept, token);
        } catch (e) {
          // Storage refused (private mode): each load is a click, as before.
        }
        return token;
      })
      .catch(function () {
        return null;
      });
  }

  function frameUrl(item, clickToken) {
    if (PREVIEW) return item.frame_url;
    var attribution = clickToken
      ? "click_token=" + encodeURIComponent(clickToken)
      : "pid=" + encodeURIComponent(item.publisher_id);
    return item.frame_url + "&" + attribution;
  }

  function checkoutFrame(src, label, css) {
    return make(
      "iframe",
      Object.assign({ border: "0", display: "block", width: "100%", background: "#fff" }, css || {}),
      { src: src, title: label || TEXT.checkout, allow: "payment", loading: "eager" },
    );
  }

  // --- the modal: Escape and a close button close it, focus stays inside, fits a phone ---

  var open = null;

  function closeModal() {
    if (!open) return;
    var was = open;
    open = null;
    document.removeEventListener("keydown", was.onKey, true);
    window.removeEventListener("message", was.onMessage);
    window.removeEventListener("resize", was.onResize);
    // Hidden at once, removed a moment later: Escape pressed inside the checkout closes the modal
    // from its keydown, and a frame torn down while its own key-up is still on the way can leave
    // that key event unanswered in Chromium. The marker goes at once, so a reopened modal is the
    // only one there.
    was.overlay.style.display = "none";
    was.overlay.removeAttribute("data-sellwerk-modal");
    setTimeout(function () {
      was.overlay.remove();
    }, 1000);
    document.documentElement.style.overflow = was.overflow;
    if (was.opener && was.opener.focus) was.opener.focus();
  }

  function openModal(src, label, opener) {
    closeModal();
    var overlay = make(
      "div",
      {
        position: "fixed",
        inset: "0",
        zIndex: "2147483647",
        background: "rgba(0,0,0,0.6)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
      },
      { "data-sellwerk-modal": "" },
    );
    var dialog = make(
      "div",
      {
        position: "relative",
        background: "#fff",
        borderRadius: "8px",
        boxShadow: "0 10px 40px rgba(0,0,0,0.35)",
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
      },
      { role: "dialog", "aria-modal": "true", "aria-label": label || TEXT.checkout },
    );
    var bar = make("div", { display: "flex", justifyContent: "flex-end", padding: "4px" });
    var close = make(
      "button",
      {
        font: "24px/1 sans-serif",
        width: "44px",
        height: "44px",
        border: "0",
        borderRadius: "6px",
        background: "transparent",
        color: "#333",
        cursor: "pointer",
      },
      { type: "button", "aria-label": TEXT.close, title: TEXT.close, "data-sellwerk-close": "" },
    );
    close.textContent = "\u00d7";
    close.addEventListener("click", closeModal);
    var frame = checkoutFrame(src, label, { flex: "1 1 auto", minHeight: "0" });
    // Focus trap: the sentinels around the dialog send focus back inside when Tab leaves it (a
    // cross-origin frame's own Tab order cannot be seen from here).
    var before = make("span", {}, { tabindex: "0" });
    var after = make("span", {}, { tabindex: "0" });
    before.addEventListener("focus", function () {
      frame.focus();
    });
    after.addEventListener("focus", function () {
      close.focus();
    });
    bar.appendChild(close);
    dialog.appendChild(bar);
    dialog.appendChild(frame);
    overlay.appendChild(before);
    overlay.appendChild(dialog);
    overlay.appendChild(after);
    overlay.addEventListener("click", function (event) {
      if (event.target === overlay) closeModal();
    });

    function fit() {
      var phone = window.innerWidth < 640;
      style(dialog, {
        width: phone ? "100vw" : "min(760px, calc(100vw - 32px))",
        height: phone ? "100%" : "min(900px, calc(100vh - 32px))",
        borderRadius: phone ? "0" : "8px",
      });
    }
    fit();
    open = {
      overlay: overlay,
      opener: opener,
      overflow: document.documentElement.style.overflow,
      onKey: function (event) {
        if (event.key === "Escape") {
          event.preventDefault();
          closeModal();
        }
      },
      // The framed checkout tells us about Escape pressed inside it (keys do not leave a frame).
      onMessage: function (event) {
        if (event.origin === ORIGIN && event.data && event.data.type === "sellwerk:close") closeModal();
      },
      onResize: fit,
    };
    document.documentElement.style.overflow = "hidden";
    document.addEventListener("keydown", open.onKey, true);
    window.addEventListener("message", open.onMessage);
    window.addEventListener("resize", fit);
    document.body.appendChild(overlay);
    close.focus();
  }

  // --- the forms ---

  function clickable(item, content, css) {
    var link = make("a", css, { href: item.link_url, target: "_top", rel: "noopener" });
    link.appendChild(content);
    if (item.frame_url) {
      link.addEventListener("click", function (event) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        recordClick(item).then(function (token) {
          openModal(frameUrl(item, token), item.label, link);
        });
      });
    }
    return link;
  }

  function textNode(text) {
    return document.createTextNode(text);
  }

  function buttonCss(item) {
    return {
      display: "inline-block",
      padding: "12px 22px",
      borderRadius: "6px",
      background: item.color || "#1c7ed6",
      color: item.text_color || "#fff",
      font: "600 16px/1.2 system-ui, sans-serif",
      textDecoration: "none",
      cursor: "pointer",
    };
  }

  function image(src, alt, css) {
    return make(
      "img",
      Object.assign({ display: "block", maxWidth: "100%", height: "auto", border: "0" }, css || {}),
      {
        src: src,
        alt: alt,
      },
    );
  }

  function banner(item) {
    var box = make("span", {
      display: "inline-block",
      maxWidth: "100%",
      border: "1px solid #ddd",
      borderRadius: "8px",
      overflow: "hidden",
      background: "#fff",
    });
    box.appendChild(image(item.image_url, item.label));
    var caption = make("span", {
      display: "block",
      padding: "10px 14px",
      font: "15px/1.4 system-ui, sans-serif",
      color: item.text_color || "#222",
    });
    caption.appendChild(make("strong", {}, {})).textContent = item.label;
    if (item.description) {
      caption.appendChild(make("br"));
      caption.appendChild(textNode(item.description));
    }
    box.appendChild(caption);
    return clickable(item, box, { display: "inline-block", textDecoration: "none", maxWidth: "100%" });
  }

  function badge(item) {
    var box = make("span", {
      display: "inline-flex",
      alignItems: "center",
      gap: "8px",
      padding: "6px 10px",
      borderRadius: "999px",
      background: item.color || "#f1f3f5",
      color: item.text_color || "#222",
      font: "600 13px/1.2 system-ui, sans-serif",
    });
    box.appendChild(image(item.image_url, "", { width: "28px", height: "28px", borderRadius: "50%" }));
    box.appendChild(textNode(item.label));
    return clickable(item, box, { display: "inline-block", textDecoration: "none" });
  }

  function slider(item) {
    var wrap = make("div", { position: "relative", display: "inline-block", maxWidth: "100%" });
    var slides = item.images.map(function (src, i) {
      return image(src, item.label + " " + (i + 1) + "/" + item.images.length, {
        display: i ? "none" : "block",
      });
    });
    var stage = make("span", { display: "block" });
    slides.forEach(function (slide) {
      stage.appendChild(slide);
    });
    wrap.appendChild(clickable(item, stage, { display: "block" }));
    var current = 0;
    function show(n) {
      slides[current].style.display = "none";
      current = (n + slides.length) % slides.length;
      slides[current].style.display = "block";
    }
    if (slides.length > 1) {
      [
        ["\u2039", TEXT.prev, -1, "left"],
        ["\u203a", TEXT.next, 1, "right"],
      ].forEach(function (b) {
        var arrow = make(
          "button",
          {
            position: "absolute",
            top: "50%",
            transform: "translateY(-50%)",
            width: "36px",
            height: "36px",
            border: "0",
            borderRadius: "50%",
            background: "rgba(0,0,0,0.5)",
            color: "#fff",
            font: "22px/1 sans-serif",
            cursor: "pointer",
          },
          { type: "button", "aria-label": b[1] },
        );
        arrow.style[b[3]] = "8px";
        arrow.textContent = b[0];
        arrow.addEventListener("click", function () {
          show(current + b[2]);
        });
        wrap.appendChild(arrow);
      });
      var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (!reduced)
        setInterval(function () {
          if (!wrap.matches(":hover, :focus-within")) show(current + 1);
        }, SLIDE_MS);
    }
    if (item.description) {
      var caption = make("span", {
        display: "block",
        padding: "6px 0",
        font: "14px/1.4 system-ui, sans-serif",
      });
      caption.textContent = item.description;
      wrap.appendChild(caption);
    }
    return wrap;
  }

  function embedded(item) {
    if (item.display === "on_page" && item.frame_url) {
      var holder = make("div", { width: "100%" });
      recordClick(item).then(function (token) {
        holder.appendChild(
          checkoutFrame(frameUrl(item, token), item.label, { height: "900px", maxHeight: "90vh" }),
        );
      });
      return holder;
    }
    return clickable(item, textNode(item.label), buttonCss(item));
  }

  function render(item) {
    switch (item.form) {
      case "banner":
        return banner(item);
      case "badge":
        return badge(item);
      case "slider":
        return item.images.length ? slider(item) : null;
      case "embed_form":
      case "embed_payment_page":
        return embedded(item);
      case "plain_link":
      case "text_link":
        return clickable(item, textNode(item.form === "plain_link" ? item.link_url : item.label), {});
      default:
        return clickable(item, textNode(item.label), buttonCss(item));
    }
  }

  function mount(el) {
    if (el.getAttribute("data-sellwerk-ready")) return;
    el.setAttribute("data-sellwerk-ready", "loading");
    var id = el.getAttribute("data-sellwerk-embed");
    if (!/^[1-9]\d{0,15}$/.test(id || "")) return;
    getJson(ORIGIN + "/api/v1/app/embeddable_items/" + id)
      .then(function (answer) {
        var node = render(answer.embeddable_item);
        if (!node) return;
        el.textContent = "";
        el.appendChild(node);
        el.setAttribute("data-sellwerk-ready", "done");
      })
      .catch(function () {
        // Gone or unreachable: the plain link inside stays.
        el.setAttribute("data-sellwerk-ready", "failed");
      });
  }

  function scan() {
    var found = document.querySelectorAll("[data-sellwerk-embed]");
    for (var i = 0; i < found.length; i++) mount(found[i]);
  }

  window.SellwerkEmbed = { scan: scan, close: closeModal };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
